# CPU: znver5
# MEASURED: 2.00
# a vminsd chain read by a vmulsd (other pipes): 2.00 and 1.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vmulsd %xmm4, %xmm5, %xmm6
