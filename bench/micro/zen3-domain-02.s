# CPU: znver3
# MEASURED: 3.98
# vandps ymm and vpaddd of its result in a loop-carried chain: 3.98, one cycle each and two for the round trip (vshufps with vandps, vmaxps or vcmpltps 4.00-4.02, with vcvtdq2ps 6.04, with vfmadd231ps 7.01); znver3 2.00 before the domain rows
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vandps %ymm4, %ymm3, %ymm3
	vpaddd %ymm3, %ymm5, %ymm3
