# CPU: znver3
# MEASURED: 3.78
# poly.c:88 [O3-v3] (3.89) without its stores: the induction vector, vextracti128, two vcvtdq2pd and two vmulpd of their results 3.75 (from memory 3.81; one multiply 3.41; multiplying independent registers 3.01, as with vaddpd); the model 3.03
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovdqa %ymm2, %ymm0
	vpaddd %ymm3, %ymm2, %ymm2
	vextracti128 $0x1, %ymm0, %xmm1
	vcvtdq2pd %xmm0, %ymm0
	vcvtdq2pd %xmm1, %ymm1
	vmulpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm5, %ymm1, %ymm1
