# CPU: znver5
# MEASURED: 2.01
# a vpaddd chain read by a vpxor: 2.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vpaddd %xmm15, %xmm0, %xmm0
	vpxor %xmm0, %xmm14, %xmm1
