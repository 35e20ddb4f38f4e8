# CPU: znver5
# MEASURED: 2.00
# two vpaddd chains, each read by a vpxor: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vpaddd %xmm15, %xmm0, %xmm0
	vpxor %xmm0, %xmm14, %xmm1
	vpaddd %xmm15, %xmm4, %xmm4
	vpxor %xmm4, %xmm14, %xmm2
