# CPU: znver5
# MEASURED: 2.00
# two vpaddd xmm chains (two cycles each on Zen 5): 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vpaddd %xmm15, %xmm0, %xmm0
	vpaddd %xmm15, %xmm1, %xmm1
