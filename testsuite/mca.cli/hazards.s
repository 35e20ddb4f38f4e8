# The hazards view on btver2 for the dot-product: the loop-carried
# register dependency through %xmm3 (data, RAW) takes the largest share of
# waiting cycles, then JFPA (structural, both vhaddps need it).
# RUN: -mcpu=btver2 -hazards -summary-view=false -instruction-info=false -resource-pressure=false
# RUN-json: -mcpu=btver2 -hazards -json -summary-view=false -instruction-info=false -resource-pressure=false
	vmulps	%xmm0, %xmm1, %xmm2
	vhaddps	%xmm2, %xmm2, %xmm3
	vhaddps	%xmm3, %xmm3, %xmm4
