# The bounds view on btver2: a loop-carried chain vmulps -> vaddps ->
# vaddps (2 + 3 + 3 = 8 cycles) binds, ahead of JFPA (2 cycles) and the
# dispatch width (2 uops per cycle); the chain is listed in program order
# with the register each link passes on.
# RUN: -mcpu=btver2 -bounds -summary-view=false -instruction-info=false -resource-pressure=false
# RUN-json: -mcpu=btver2 -bounds -json -summary-view=false -instruction-info=false -resource-pressure=false
	vmulps	%xmm2, %xmm0, %xmm3
	vaddps	%xmm3, %xmm1, %xmm1
	vaddps	%xmm1, %xmm4, %xmm0
	vaddps	%xmm5, %xmm6, %xmm6
