# CPU: znver5
# MEASURED: 1.00
# vcomisd and a cmova chain: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs within 5%)
	vcomisd %xmm2, %xmm4
	cmova %eax, %ecx
