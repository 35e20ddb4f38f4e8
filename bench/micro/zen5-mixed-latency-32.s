# CPU: znver5
# MEASURED: 1.00
# three addq chains: 1.00 and 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
