# CPU: znver5
# MEASURED: 1.07
# a vmovq load, vucomisd of it and jne: 1.07 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest); beside the pointer step and back edge, not modelled
	vmovq (%rsi,%rax), %xmm1
	vucomisd %xmm1, %xmm0
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
