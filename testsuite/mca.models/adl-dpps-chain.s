# Alder Lake P: dpps is six uops over overlapping port groups
# (uops.info: 2*p01+1*p06+2*p15+1*p5), more groups with cycles of their
# own than the core has vector ports.  The model used to wait for each
# group to get a port of its own, which never happens, and the
# simulation stopped with no figures (llvm-mca-19 -mcpu=alderlake hangs
# on the same body).  Chained through its destination it runs at its
# latency, 14.
# SOURCE: uops.info (Alder Lake P: DPPS (XMM, XMM, I8) latency 14)
# CPU: alderlake
# CYCLES: 14.0
	dpps	$0x71, %xmm1, %xmm0
