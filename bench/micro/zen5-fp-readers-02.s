# CPU: znver5
# MEASURED: 2.01
# three vpaddd xmm chains: 2.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vpaddd %xmm15, %xmm0, %xmm0
	vpaddd %xmm15, %xmm1, %xmm1
	vpaddd %xmm15, %xmm2, %xmm2
