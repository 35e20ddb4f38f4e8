# CPU: znver5
# MEASURED: 2.76
# six vpaddd xmm chains (eight run at 2.00: not a count of operations; the model 2.00): 2.76 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vpaddd %xmm15, %xmm0, %xmm0
	vpaddd %xmm15, %xmm1, %xmm1
	vpaddd %xmm15, %xmm2, %xmm2
	vpaddd %xmm15, %xmm3, %xmm3
	vpaddd %xmm15, %xmm4, %xmm4
	vpaddd %xmm15, %xmm5, %xmm5
