# Zen 4: vcvtpd2psy from memory: 2 micro-ops on FP1-FP3 (uops.info:
# VCVTPD2PS (XMM, M256) 1*FP12+1*FP23, reciprocal throughput 0.67;
# LLVM holds FP2/FP3 two cycles).  Measured on a Zen 4 host with
# gcc-mca-measure: four 2.67 cycles per iteration (the model said 4.00).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.67
	vcvtpd2psy (%rcx,%rax,2), %xmm0
	vcvtpd2psy (%rcx,%rax,2), %xmm0
	vcvtpd2psy (%rcx,%rax,2), %xmm0
	vcvtpd2psy (%rcx,%rax,2), %xmm0
