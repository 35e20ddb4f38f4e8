# Sapphire Rapids: eight independent 512-bit FMAs.  Measured on the
# Emerald Rapids host with gcc-mca-measure: 4.29-4.30 cycles per
# iteration, not the 4.00 of two FMA ports; 512-bit multiplies, FMAs,
# max and min and int/float conversions issue some 1.87 a cycle (eight
# vmulps, vcvtdq2ps, vcvttps2dq, vscalefpd or vmaxpd alike 4.27-4.30),
# where eight vaddps or vpmaddwd on zmm take 4.00 and a chain of vmulps
# keeps its 4-cycle latency.  The model's ratelimit on FMA512: at most
# 28 in 15 cycles (4.00 without it).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 4.29
	vfmadd231ps	%zmm1, %zmm4, %zmm0
	vfmadd231ps	%zmm1, %zmm4, %zmm6
	vfmadd231ps	%zmm1, %zmm4, %zmm7
	vfmadd231ps	%zmm1, %zmm4, %zmm8
	vfmadd231ps	%zmm1, %zmm4, %zmm9
	vfmadd231ps	%zmm1, %zmm4, %zmm10
	vfmadd231ps	%zmm1, %zmm4, %zmm11
	vfmadd231ps	%zmm1, %zmm4, %zmm12
