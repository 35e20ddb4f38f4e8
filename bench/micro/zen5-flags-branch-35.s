# CPU: znver5
# MEASURED: 1.33
# two kortestb and branches with the pointer step between, and the loop's branch, not modelled (the model 1.00): 1.33 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	kortestb %k2, %k2
	jne .L2
	cmpq %rax, %rcx
	jne .L1
