# CPU: znver5
# MEASURED: 1.29
# an independent imulq beside three shlq chains: 1.29 and 1.29 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	imulq $3, %r8, %rdx
	shlq $1, %r9
	shlq $1, %r10
	shlq $1, %r11
