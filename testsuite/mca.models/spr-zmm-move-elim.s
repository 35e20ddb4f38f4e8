# Emerald Rapids: rename eliminates register moves of zmm registers as
# it does those of ymm registers (LLVM's Sapphire Rapids model marks
# only the VEX moves optimizable).  Measured on the Emerald Rapids host
# with gcc-mca-measure: vpaddd zmm, then vmovdqa32 and vmovdqu64 around
# one chain 1.14 cycles per iteration; vmovaps zmm0 to zmm1 and back
# 0.99; five independent vmovdqa64 zmm 1.01.  Before, 3.0.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.00
	vpaddd	%zmm2, %zmm0, %zmm1
	vmovdqa32	%zmm1, %zmm3
	vmovdqu64	%zmm3, %zmm0
	decq	%rcx
	jnz	.L0
