# CPU: znver5
# MEASURED: 1.50
# a vcomisd and branch, two compare-and-branch pairs and the loop's, not modelled (the model 1.34): 1.50 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcomisd %xmm0, %xmm1
	ja .L2
	cmpq %r10, %r11
	je .L2
	cmpq %r10, %r11
	je .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
