# CPU: znver5
# MEASURED: 2.24
# a vminsd chain read by a vcomisd, and a cmova: 2.24 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vcomisd %xmm2, %xmm4
	vminsd %xmm4, %xmm2, %xmm4
	cmova %eax, %ecx
