# Emerald Rapids: a conversion from a general register to a double
# takes 5 cycles from that register (LLVM's class 7, uops.info's upper
# bound for Alder Lake P 7); the merge of the destination's other lanes
# keeps its 4.  Measured on the Emerald Rapids host with gcc-mca-measure:
# cvtsi2sdq %r8, %xmm0 then cvttsd2siq %xmm0, %r8 12.02 cycles per
# iteration, cvtsi2ssl and cvttss2si 12.04, cvtsi2sdq then movq back
# 8.01; vcvtsi2sdq %r8, %xmm0, %xmm0 through the merge 4.01.  Before,
# 14.0.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 12.02
# BINDS: loop-carried dependency through %r8
	cvtsi2sdq	%r8, %xmm0
	cvttsd2siq	%xmm0, %r8
	decq	%rcx
	jnz	.L0
