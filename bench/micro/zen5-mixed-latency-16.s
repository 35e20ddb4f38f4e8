# CPU: znver5
# MEASURED: 2.00
# a vmaxsd chain beside an independent vcmpltsd (2 cycles too): 2.00 and 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vmaxsd %xmm4, %xmm2, %xmm4
	vcmpltsd %xmm8, %xmm5, %xmm6
