# CPU: znver5
# MEASURED: 2.67
# a vminsd chain beside an independent vcvtsi2sd: 2.66 and 2.68 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	vminsd %xmm4, %xmm2, %xmm4
	vcvtsi2sd %eax, %xmm5, %xmm6
