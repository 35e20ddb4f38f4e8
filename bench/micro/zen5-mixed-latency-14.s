# CPU: znver5
# MEASURED: 2.00
# a vminsd chain beside two independent vmulsd (other pipes): 2.00 and 1.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vmulsd %xmm8, %xmm5, %xmm6
	vmulsd %xmm8, %xmm5, %xmm7
