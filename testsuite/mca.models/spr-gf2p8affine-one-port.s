# Emerald Rapids: vgf2p8affineqb on zmm stays on port 0, though LLVM
# schedules it with the integer multiplies that also use port 5's FMA
# unit.  Ten independent ones measured on the Emerald Rapids host with
# gcc-mca-measure: 10.01 cycles per iteration (vpmaddwd zmm: 5.00).
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 10.0
.L2:
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm0
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm1
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm2
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm3
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm4
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm5
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm6
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm7
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm8
	vgf2p8affineqb $1, %zmm10, %zmm11, %zmm9
	decq %rdx
	jne .L2
