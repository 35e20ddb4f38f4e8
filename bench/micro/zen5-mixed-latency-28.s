# CPU: znver5
# MEASURED: 0.99
# an independent imulq beside an addq chain: 1.00 and 0.98 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	imulq $3, %r8, %rdx
	addq $1, %r9
