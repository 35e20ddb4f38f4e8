# Zen 3: a conversion from a general register to a double takes the
# path from the integer side one cycle: three independent vcvtsi2sdl
# 3.00 cycles per iteration, where Zen 4's four transfers in five cycles
# give 3.75 (zen4-cvtsi2sd-three.s, 3.69 on the Zen 4 host).  Measured
# on the Zen 3 host with gcc-mca-measure: 3.01 (one alone 1.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 3.01
	vcvtsi2sdl	%eax, %xmm1, %xmm0
	vcvtsi2sdl	%ebx, %xmm1, %xmm2
	vcvtsi2sdl	%ecx, %xmm1, %xmm3
