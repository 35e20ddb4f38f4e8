# Sapphire Rapids: vpcmpeqd of a register with itself (all ones) does
# not wait for the register.  Measured on the Emerald Rapids host with
# gcc-mca-measure: 1.50 cycles per iteration (vpcmpeqb, vpcmpeqq, and
# pmulld with pcmpeqd on xmm, the same); with vpcmpeqd %ymm4, %ymm6,
# %ymm4, a chain through the multiply, 12.06.  LLVM 19 declares no such
# idiom (the model said 12.0).
# SOURCE: measured (gcc-mca-measure, minimum of 9 runs)
# CPU: sapphirerapids
# CYCLES: 1.50
	vpmulld	%ymm4, %ymm5, %ymm4
	vpcmpeqd	%ymm4, %ymm4, %ymm4
