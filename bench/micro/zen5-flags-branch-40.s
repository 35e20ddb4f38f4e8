# CPU: znver5
# MEASURED: 1.43
# a kortestb and branch, four leaq and the loop's branch, not modelled (the model 1.27): 1.43 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	kortestb %k1, %k1
	jne .L2
	leaq 1(%r12), %r13
	leaq 1(%r12), %r14
	leaq 1(%r12), %r15
	leaq 1(%r12), %rbx
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
