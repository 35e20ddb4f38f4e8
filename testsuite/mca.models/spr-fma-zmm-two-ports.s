# Emerald Rapids: ten independent 512-bit FMAs run two a cycle, on the
# FMA units of ports 0 and 5 (the server core's second 512-bit FMA);
# LLVM's model has port 0 alone (llvm-mca-19: 10.01 cycles per
# iteration).  Measured on the Emerald Rapids host (family 6 model 207)
# with gcc-mca-measure: 5.38-5.40 cycles per iteration (vmulps and vminps
# zmm 5.36, vpmaddwd 5.00): two ports, at most 28 of these in 15 cycles
# (the ratelimit on FMA512, spr-fma512-rate.s).
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 5.38
.L2:
	vfmadd231ps %zmm10, %zmm11, %zmm0
	vfmadd231ps %zmm10, %zmm11, %zmm1
	vfmadd231ps %zmm10, %zmm11, %zmm2
	vfmadd231ps %zmm10, %zmm11, %zmm3
	vfmadd231ps %zmm10, %zmm11, %zmm4
	vfmadd231ps %zmm10, %zmm11, %zmm5
	vfmadd231ps %zmm10, %zmm11, %zmm6
	vfmadd231ps %zmm10, %zmm11, %zmm7
	vfmadd231ps %zmm10, %zmm11, %zmm8
	vfmadd231ps %zmm10, %zmm11, %zmm9
	decq %rdx
	jne .L2
