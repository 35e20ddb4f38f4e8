# CPU: znver5
# MEASURED: 1.22
# two kortestb, each read by a setne, and the loop's branch, not modelled (the model 1.00): 1.22 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	kortestb %k1, %k1
	setne %dl
	kortestb %k2, %k2
	setne %bl
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
