# Emerald Rapids: vpmullq on zmm is three micro-ops for ports 0 and 5
# (the model had port 0 alone: 3 cycles each).  Ten independent ones
# measured on the Emerald Rapids host with gcc-mca-measure: 16.08 cycles
# per iteration; vpmulld zmm (two micro-ops) 10.75.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 15.0
.L2:
	vpmullq %zmm10, %zmm11, %zmm0
	vpmullq %zmm10, %zmm11, %zmm1
	vpmullq %zmm10, %zmm11, %zmm2
	vpmullq %zmm10, %zmm11, %zmm3
	vpmullq %zmm10, %zmm11, %zmm4
	vpmullq %zmm10, %zmm11, %zmm5
	vpmullq %zmm10, %zmm11, %zmm6
	vpmullq %zmm10, %zmm11, %zmm7
	vpmullq %zmm10, %zmm11, %zmm8
	vpmullq %zmm10, %zmm11, %zmm9
	decq %rdx
	jne .L2
