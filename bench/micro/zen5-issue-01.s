# CPU: znver5
# MEASURED: 2.00
# twelve independent leaq: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%; the back-to-back limit and the seven-operation bodies of bench/README, session of 2026-12-06)
	leaq 1(%r15), %r8
	leaq 1(%r15), %r9
	leaq 1(%r15), %r10
	leaq 1(%r15), %r11
	leaq 1(%r15), %r12
	leaq 1(%r15), %r13
	leaq 1(%r15), %r14
	leaq 1(%r15), %rbx
	leaq 1(%r15), %rbp
	leaq 1(%r15), %rcx
	leaq 1(%r15), %rdx
	leaq 1(%r15), %rax
