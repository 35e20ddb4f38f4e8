# CPU: znver5
# MEASURED: 1.35
# two vcomisd of registers, each followed by a ja: 1.35 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	vcomisd %xmm0, %xmm1
	ja .L2
	vcomisd %xmm0, %xmm2
	ja .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
