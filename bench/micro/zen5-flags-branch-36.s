# CPU: znver5
# MEASURED: 2.34
# four kortestb and branches and the loop's branch, not modelled (the model 2.00): 2.34 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	kortestb %k1, %k1
	jne .L2
	kortestb %k1, %k1
	jne .L2
	kortestb %k1, %k1
	jne .L2
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
