# Emerald Rapids: an add fed by a multiply takes 3 cycles, one fed by
# another add 2 (Golden Cove's FADD units forward to one another a cycle
# early; uops.info Alder Lake P: ADDSD latency [2;3]).  mulsd, addsd and
# addsd in one chain, measured on the Emerald Rapids host with
# gcc-mca-measure: 9.01 cycles per iteration (4 + 3 + 2); mulsd + addsd
# 7.01, addsd + addsd 4.00.  Before: 7 (multiply 3, adds 2).
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 9.0
.L2:
	mulsd %xmm1, %xmm0
	addsd %xmm2, %xmm0
	addsd %xmm2, %xmm0
	decq %rdx
	jne .L2
