# CPU: znver5
# MEASURED: 1.26
# two independent imulq beside two addq chains: 1.26 and 1.26 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	imulq $3, %r8, %rdx
	imulq $3, %r8, %rcx
	addq $1, %r9
	addq $1, %r10
