# CPU: znver5
# MEASURED: 1.00
# a load, an addl of it stored to a fixed place, three leaq: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
