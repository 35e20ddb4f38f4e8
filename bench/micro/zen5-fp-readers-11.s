# CPU: znver5
# MEASURED: 2.26
# a vminsd chain read by a vcomisd (the model 2.00; inline-calls.c:106 of the held-out split, 3.11 for 2.00, has this pair): 2.26 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vcomisd %xmm2, %xmm4
	vminsd %xmm4, %xmm2, %xmm4
