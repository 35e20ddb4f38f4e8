# CPU: znver5
# MEASURED: 1.18
# an imulq read by an addq chain, beside two addq chains: 1.18 and 1.18 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	imulq $3, %r8, %rdx
	addq %rdx, %r9
	addq $1, %r10
	addq $1, %r11
