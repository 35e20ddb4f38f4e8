	vmulps	-272(%rax), %xmm12, %xmm5
	prefetcht0	(%rax)
	addq	$64, %rax
	prefetchw	(%rdx)
	vmulps	-368(%rax), %xmm12, %xmm15
	addq	$16, %rdx
	vmulps	-352(%rax), %xmm12, %xmm1
	vmulps	-320(%rax), %xmm12, %xmm2
	vcmpltps	%xmm5, %xmm12, %xmm6
	vcmpltps	%xmm13, %xmm5, %xmm8
	vcvttps2dq	%xmm5, %xmm5
	vcmpltps	%xmm13, %xmm15, %xmm9
	vmovaps	%xmm6, -88(%rsp)
	vcmpltps	%xmm15, %xmm12, %xmm0
	vcvttps2dq	%xmm15, %xmm15
	vcmpltps	%xmm13, %xmm1, %xmm4
	vpand	%xmm5, %xmm11, %xmm5
	vcmpltps	%xmm1, %xmm12, %xmm10
	vpandn	%xmm0, %xmm9, %xmm3
	vmovdqa	%xmm3, -72(%rsp)
	vcvttps2dq	%xmm1, %xmm1
	vpandn	%xmm10, %xmm4, %xmm3
	vpand	%xmm15, %xmm11, %xmm15
	vmovdqa	%xmm3, -56(%rsp)
	vpandn	-88(%rsp), %xmm8, %xmm3
	vpand	%xmm1, %xmm11, %xmm1
	vcmpltps	%xmm13, %xmm2, %xmm7
	vpackusdw	%xmm1, %xmm15, %xmm1
	vcmpltps	%xmm2, %xmm12, %xmm6
	vcvttps2dq	%xmm2, %xmm2
	vpand	%xmm1, %xmm14, %xmm1
	vpand	%xmm8, %xmm11, %xmm15
	vpor	%xmm9, %xmm0, %xmm0
	vmovdqa	%xmm3, -40(%rsp)
	vpand	%xmm2, %xmm11, %xmm2
	vpandn	%xmm6, %xmm7, %xmm3
	vpackusdw	%xmm2, %xmm5, %xmm2
	vmovdqa	%xmm3, -24(%rsp)
	vpor	-88(%rsp), %xmm8, %xmm3
	vpand	%xmm2, %xmm14, %xmm2
	vpackuswb	%xmm2, %xmm1, %xmm1
	vpand	%xmm4, %xmm11, %xmm5
	vpand	%xmm9, %xmm11, %xmm2
	vpor	%xmm4, %xmm10, %xmm4
	vpackusdw	%xmm5, %xmm2, %xmm2
	vpand	%xmm7, %xmm11, %xmm5
	vpackusdw	%xmm5, %xmm15, %xmm5
	vpand	%xmm2, %xmm14, %xmm2
	vpand	%xmm5, %xmm14, %xmm5
	vpor	%xmm7, %xmm6, %xmm6
	vpackuswb	%xmm5, %xmm2, %xmm2
	vpandn	%xmm11, %xmm0, %xmm0
	vpandn	%xmm11, %xmm4, %xmm4
	vpandn	%xmm11, %xmm3, %xmm3
	vpandn	%xmm11, %xmm6, %xmm6
	vpackusdw	%xmm4, %xmm0, %xmm0
	vpackusdw	%xmm6, %xmm3, %xmm3
	vpxor	%xmm5, %xmm5, %xmm5
	vpblendvb	%xmm2, %xmm5, %xmm1, %xmm2
	vpand	%xmm3, %xmm14, %xmm3
	vpand	%xmm0, %xmm14, %xmm0
	vpackuswb	%xmm3, %xmm0, %xmm0
	vpand	-24(%rsp), %xmm11, %xmm3
	vpblendvb	%xmm0, %xmm1, %xmm2, %xmm0
	vpand	-56(%rsp), %xmm11, %xmm2
	vpand	-72(%rsp), %xmm11, %xmm1
	vpackusdw	%xmm2, %xmm1, %xmm1
	vpand	-40(%rsp), %xmm11, %xmm2
	vpand	%xmm1, %xmm14, %xmm1
	vpackusdw	%xmm3, %xmm2, %xmm2
	vpand	%xmm2, %xmm14, %xmm2
	vpackuswb	%xmm2, %xmm1, %xmm1
	vpblendvb	%xmm1, .LC15(%rip), %xmm0, %xmm0
	vmovdqu	%xmm0, -80(%rdx)
	cmpq	%rcx, %rax
	jne	.L154
