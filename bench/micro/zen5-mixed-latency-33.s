# CPU: znver5
# MEASURED: 1.01
# an independent popcntq (one cycle) beside three addq chains: no slowdown: 1.01 and 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	popcntq %r8, %rdx
	addq $1, %r9
	addq $1, %r10
	addq $1, %r11
