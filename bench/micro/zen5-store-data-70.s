# CPU: znver5
# MEASURED: 0.80
# the same with two leaq: 0.80 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
