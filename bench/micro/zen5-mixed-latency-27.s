# CPU: znver5
# MEASURED: 1.14
# an independent imulq beside five independent leaq: six ALU operations: 1.14 and 1.14 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	imulq $3, %r8, %rdx
	leaq 1(%r8), %r9
	leaq 1(%r8), %r10
	leaq 1(%r8), %r11
	leaq 1(%r8), %r12
	leaq 1(%r8), %r13
