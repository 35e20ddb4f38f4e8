	vmovdqu	-176(%rax), %xmm3
	prefetcht0	(%rax)
	vmovdqa	56(%rsp), %xmm7
	addq	$64, %rax
	vmovdqu	-224(%rax), %xmm2
	prefetchw	(%rdx)
	vmovdqu	-208(%rax), %xmm1
	addq	$16, %rdx
	vmovdqu	-192(%rax), %xmm0
	vpunpckldq	%xmm3, %xmm3, %xmm4
	vpunpckhdq	%xmm3, %xmm3, %xmm3
	vpmuldq	%xmm7, %xmm4, %xmm4
	vpcmpgtq	%xmm4, %xmm15, %xmm5
	vpsrlq	%xmm8, %xmm4, %xmm4
	vpsllq	%xmm11, %xmm5, %xmm5
	vpor	%xmm5, %xmm4, %xmm6
	vmovdqa	72(%rsp), %xmm5
	vmovdqa	%xmm6, -56(%rsp)
	vpmuldq	%xmm5, %xmm3, %xmm3
	vpcmpgtq	%xmm3, %xmm15, %xmm4
	vpsrlq	%xmm8, %xmm3, %xmm3
	vpsllq	%xmm11, %xmm4, %xmm4
	vpor	%xmm4, %xmm3, %xmm3
	vmovdqa	%xmm3, -88(%rsp)
	vpunpckldq	%xmm2, %xmm2, %xmm3
	vpmuldq	%xmm7, %xmm3, %xmm3
	vpunpckhdq	%xmm2, %xmm2, %xmm2
	vpmuldq	%xmm5, %xmm2, %xmm2
	vpcmpgtq	%xmm3, %xmm15, %xmm4
	vpsrlq	%xmm8, %xmm3, %xmm3
	vpsllq	%xmm11, %xmm4, %xmm4
	vpor	%xmm4, %xmm3, %xmm10
	vpcmpgtq	%xmm2, %xmm15, %xmm3
	vpsllq	%xmm11, %xmm3, %xmm3
	vpsrlq	%xmm8, %xmm2, %xmm2
	vpor	%xmm3, %xmm2, %xmm4
	vpunpckldq	%xmm1, %xmm1, %xmm2
	vpmuldq	%xmm7, %xmm2, %xmm2
	vpunpckhdq	%xmm1, %xmm1, %xmm1
	vpmuldq	%xmm5, %xmm1, %xmm1
	vmovdqa	%xmm4, -72(%rsp)
	vpcmpgtq	%xmm2, %xmm15, %xmm3
	vpsrlq	%xmm8, %xmm2, %xmm2
	vpsllq	%xmm11, %xmm3, %xmm3
	vpor	%xmm3, %xmm2, %xmm9
	vpcmpgtq	%xmm1, %xmm15, %xmm2
	vpsllq	%xmm11, %xmm2, %xmm2
	vpsrlq	%xmm8, %xmm1, %xmm1
	vpor	%xmm2, %xmm1, %xmm2
	vpunpckldq	%xmm0, %xmm0, %xmm1
	vpmuldq	%xmm7, %xmm1, %xmm1
	vpunpckhdq	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm2, -120(%rsp)
	vmovdqa	-88(%rsp), %xmm3
	vpcmpgtq	%xmm1, %xmm15, %xmm2
	vpmuldq	%xmm5, %xmm0, %xmm0
	vpsrlq	%xmm8, %xmm1, %xmm1
	vpsllq	%xmm11, %xmm2, %xmm2
	vpor	%xmm2, %xmm1, %xmm7
	vpcmpgtq	%xmm0, %xmm15, %xmm1
	vpsllq	%xmm11, %xmm1, %xmm1
	vpsrlq	%xmm8, %xmm0, %xmm0
	vpor	%xmm1, %xmm0, %xmm5
	vshufps	$136, %xmm3, %xmm6, %xmm1
	vmovdqa	%xmm5, -104(%rsp)
	vshufps	$136, %xmm4, %xmm10, %xmm0
	vpand	%xmm0, %xmm12, %xmm0
	vpand	%xmm1, %xmm12, %xmm1
	vshufps	$136, -120(%rsp), %xmm9, %xmm2
	vpackusdw	%xmm0, %xmm1, %xmm1
	vpand	.LC3(%rip), %xmm1, %xmm1
	vshufps	$136, -104(%rsp), %xmm7, %xmm0
	vpand	%xmm2, %xmm12, %xmm2
	vpand	%xmm0, %xmm12, %xmm0
	vpackusdw	%xmm0, %xmm2, %xmm0
	vpand	.LC3(%rip), %xmm0, %xmm0
	vpackuswb	%xmm0, %xmm1, %xmm0
	vpcmpgtq	%xmm3, %xmm14, %xmm1
	vpblendvb	%xmm1, %xmm14, %xmm13, %xmm1
	vmovdqa	%xmm0, -40(%rsp)
	vpcmpgtq	%xmm6, %xmm14, %xmm0
	vmovdqa	%xmm1, -8(%rsp)
	vpcmpgtq	%xmm10, %xmm14, %xmm1
	vpblendvb	%xmm0, %xmm14, %xmm13, %xmm2
	vpblendvb	%xmm1, %xmm14, %xmm13, %xmm5
	vpcmpgtq	-120(%rsp), %xmm14, %xmm1
	vpblendvb	%xmm1, %xmm14, %xmm13, %xmm0
	vpcmpgtq	%xmm7, %xmm14, %xmm1
	vmovdqa	%xmm2, -24(%rsp)
	vpcmpgtq	%xmm13, %xmm3, %xmm3
	vmovdqa	%xmm0, 24(%rsp)
	vpblendvb	%xmm1, %xmm14, %xmm13, %xmm2
	vpcmpgtq	%xmm13, %xmm6, %xmm1
	vmovdqa	-104(%rsp), %xmm0
	vshufps	$136, %xmm3, %xmm1, %xmm1
	vmovdqa	-72(%rsp), %xmm3
	vpcmpgtq	%xmm13, %xmm10, %xmm6
	vpand	%xmm1, %xmm12, %xmm1
	vmovdqa	%xmm2, 40(%rsp)
	vmovdqa	%xmm5, 8(%rsp)
	vpcmpgtq	%xmm4, %xmm14, %xmm5
	vpcmpgtq	%xmm0, %xmm14, %xmm2
	vpcmpgtq	%xmm13, %xmm0, %xmm0
	vpblendvb	%xmm5, %xmm14, %xmm13, %xmm5
	vpcmpgtq	%xmm13, %xmm3, %xmm3
	vshufps	$136, %xmm3, %xmm6, %xmm3
	vpand	%xmm3, %xmm12, %xmm3
	vpcmpgtq	%xmm13, %xmm9, %xmm6
	vpackusdw	%xmm3, %xmm1, %xmm1
	vmovdqa	-120(%rsp), %xmm3
	vpcmpgtq	%xmm9, %xmm14, %xmm4
	vpand	.LC3(%rip), %xmm1, %xmm1
	vpblendvb	%xmm4, %xmm14, %xmm13, %xmm4
	vpblendvb	%xmm2, %xmm14, %xmm13, %xmm2
	vpcmpgtq	%xmm13, %xmm3, %xmm3
	vshufps	$136, %xmm3, %xmm6, %xmm6
	vpcmpgtq	%xmm13, %xmm7, %xmm3
	vshufps	$136, %xmm0, %xmm3, %xmm3
	vpand	%xmm6, %xmm12, %xmm6
	vpand	%xmm3, %xmm12, %xmm3
	vpackusdw	%xmm3, %xmm6, %xmm3
	vmovdqa	-24(%rsp), %xmm6
	vpand	.LC3(%rip), %xmm3, %xmm3
	vshufps	$136, -8(%rsp), %xmm6, %xmm0
	vmovdqa	8(%rsp), %xmm6
	vpackuswb	%xmm3, %xmm1, %xmm1
	vshufps	$136, 24(%rsp), %xmm4, %xmm4
	vmovdqa	-88(%rsp), %xmm3
	vpand	%xmm0, %xmm12, %xmm0
	vshufps	$136, %xmm5, %xmm6, %xmm5
	vmovdqa	-56(%rsp), %xmm6
	vpand	%xmm5, %xmm12, %xmm5
	vpackusdw	%xmm5, %xmm0, %xmm0
	vmovdqa	40(%rsp), %xmm5
	vpand	%xmm4, %xmm12, %xmm4
	vpand	.LC3(%rip), %xmm0, %xmm0
	vshufps	$136, %xmm2, %xmm5, %xmm2
	vpand	%xmm2, %xmm12, %xmm2
	vpackusdw	%xmm2, %xmm4, %xmm2
	vmovdqa	-72(%rsp), %xmm4
	vpand	.LC3(%rip), %xmm2, %xmm2
	vpackuswb	%xmm2, %xmm0, %xmm0
	vpaddq	.LC21(%rip), %xmm3, %xmm2
	vpblendvb	%xmm1, .LC20(%rip), %xmm0, %xmm0
	vpaddq	.LC21(%rip), %xmm6, %xmm1
	vpaddq	.LC21(%rip), %xmm4, %xmm3
	vpsubq	.LC23(%rip), %xmm2, %xmm2
	vpsubq	.LC23(%rip), %xmm1, %xmm1
	vpsubq	.LC23(%rip), %xmm3, %xmm3
	vpcmpgtq	.LC24(%rip), %xmm2, %xmm2
	vpcmpeqq	%xmm15, %xmm2, %xmm2
	vpcmpgtq	.LC24(%rip), %xmm1, %xmm1
	vpcmpeqq	%xmm15, %xmm1, %xmm1
	vpcmpgtq	.LC24(%rip), %xmm3, %xmm3
	vshufps	$136, %xmm2, %xmm1, %xmm2
	vpaddq	.LC21(%rip), %xmm10, %xmm1
	vpcmpeqq	%xmm15, %xmm3, %xmm3
	vpand	%xmm2, %xmm12, %xmm2
	vpsubq	.LC23(%rip), %xmm1, %xmm1
	vpcmpgtq	.LC24(%rip), %xmm1, %xmm1
	vpcmpeqq	%xmm15, %xmm1, %xmm1
	vshufps	$136, %xmm3, %xmm1, %xmm3
	vpaddq	.LC21(%rip), %xmm9, %xmm1
	vpand	%xmm3, %xmm12, %xmm3
	vpackusdw	%xmm3, %xmm2, %xmm2
	vmovdqa	-120(%rsp), %xmm3
	vpsubq	.LC23(%rip), %xmm1, %xmm1
	vpaddq	.LC21(%rip), %xmm3, %xmm3
	vpcmpgtq	.LC24(%rip), %xmm1, %xmm1
	vpcmpeqq	%xmm15, %xmm1, %xmm1
	vpsubq	.LC23(%rip), %xmm3, %xmm3
	vpcmpgtq	.LC24(%rip), %xmm3, %xmm3
	vpcmpeqq	%xmm15, %xmm3, %xmm3
	vshufps	$136, %xmm3, %xmm1, %xmm1
	vpaddq	.LC21(%rip), %xmm7, %xmm3
	vmovdqa	-104(%rsp), %xmm7
	vpand	%xmm1, %xmm12, %xmm1
	vpsubq	.LC23(%rip), %xmm3, %xmm3
	vpaddq	.LC21(%rip), %xmm7, %xmm4
	vpcmpgtq	.LC24(%rip), %xmm3, %xmm3
	vpsubq	.LC23(%rip), %xmm4, %xmm4
	vpcmpeqq	%xmm15, %xmm3, %xmm3
	vpand	.LC3(%rip), %xmm2, %xmm2
	vpcmpgtq	.LC24(%rip), %xmm4, %xmm4
	vpcmpeqq	%xmm15, %xmm4, %xmm4
	vshufps	$136, %xmm4, %xmm3, %xmm3
	vpand	%xmm3, %xmm12, %xmm3
	vpackusdw	%xmm3, %xmm1, %xmm1
	vpand	.LC3(%rip), %xmm1, %xmm1
	vpackuswb	%xmm1, %xmm2, %xmm2
	vpblendvb	%xmm2, -40(%rsp), %xmm0, %xmm0
	vmovdqu	%xmm0, -48(%rdx)
	cmpq	%r9, %rax
	jne	.L226
