# Sapphire Rapids: four independent shifts of xmm registers by a count in
# another, two micro-ops each (p0/p1 and p1/p5): three ports give three
# shifts every two cycles.  The simulation takes an instruction's uses
# in one cycle, which let one shift issue a cycle (4.00, llvm-mca-19 the
# same); class-fixes books the pair as two cycles of one of p0/p1/p5.
# SOURCE: uops.info (Alder Lake P: VPSLLQ, VPSRAD, VPSRLW (XMM, XMM, XMM)
# 1*p01+1*p15, reciprocal throughput 0.67 measured)
# CPU: sapphirerapids
# CYCLES: 2.67
	vpsllq %xmm1, %xmm2, %xmm0
	vpsllq %xmm1, %xmm2, %xmm3
	vpsrad %xmm1, %xmm2, %xmm4
	vpsrlw %xmm1, %xmm2, %xmm5
