# CPU: znver5
# MEASURED: 1.07
# an independent imulq beside an addq chain and two independent leaq: 1.07 and 1.07 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	imulq $3, %r8, %rdx
	addq $1, %r9
	leaq 1(%r8), %r10
	leaq 1(%r8), %r11
