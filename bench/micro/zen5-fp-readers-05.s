# CPU: znver5
# MEASURED: 2.00
# eight vpaddd xmm chains: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vpaddd %xmm15, %xmm0, %xmm0
	vpaddd %xmm15, %xmm1, %xmm1
	vpaddd %xmm15, %xmm2, %xmm2
	vpaddd %xmm15, %xmm3, %xmm3
	vpaddd %xmm15, %xmm4, %xmm4
	vpaddd %xmm15, %xmm5, %xmm5
	vpaddd %xmm15, %xmm6, %xmm6
	vpaddd %xmm15, %xmm7, %xmm7
