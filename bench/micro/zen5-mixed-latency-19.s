# CPU: znver5
# MEASURED: 1.28
# an independent imulq beside four addq chains: 1.28 and 1.28 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	imulq $3, %r8, %rdx
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
	addq $1, %r12
