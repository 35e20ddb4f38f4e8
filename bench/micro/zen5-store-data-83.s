# CPU: znver5
# MEASURED: 1.37
# a cmovl of a register chain stored beside a compare and three leaq (the model 1.21: the cmov chain beside the store costs more than the rule gives): 1.37 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	cmpl %r8d, %r9d
	cmovl %r8d, %r10d
	movl %r10d, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
