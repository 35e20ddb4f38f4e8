	.file	"avx512.c"
	.intel_syntax noprefix
	.text
	.p2align 4
	.globl	f512
	.type	f512, @function
f512:
.LFB6392:
	.cfi_startproc
	kmovw	k1, edi
	vaddps	zmm0{k1}{z}, zmm0, zmm1
	ret
	.cfi_endproc
.LFE6392:
	.size	f512, .-f512
	.p2align 4
	.globl	f512m
	.type	f512m, @function
f512m:
.LFB6393:
	.cfi_startproc
	kmovw	k1, edi
	vmulps	zmm0{k1}, zmm1, zmm2
	ret
	.cfi_endproc
.LFE6393:
	.size	f512m, .-f512m
	.p2align 4
	.globl	bc
	.type	bc, @function
bc:
.LFB6394:
	.cfi_startproc
	vaddps	zmm0, zmm0, DWORD PTR [rdi]{1to16}
	ret
	.cfi_endproc
.LFE6394:
	.size	bc, .-bc
	.p2align 4
	.globl	rnd
	.type	rnd, @function
rnd:
.LFB6395:
	.cfi_startproc
	vaddps	zmm0, zmm0, zmm1, {rn-sae}
	ret
	.cfi_endproc
.LFE6395:
	.size	rnd, .-rnd
	.p2align 4
	.globl	cmp
	.type	cmp, @function
cmp:
.LFB6396:
	.cfi_startproc
	vcmpps	k0, zmm0, zmm1, 1
	kmovw	eax, k0
	ret
	.cfi_endproc
.LFE6396:
	.size	cmp, .-cmp
	.p2align 4
	.globl	cmpsae
	.type	cmpsae, @function
cmpsae:
.LFB6397:
	.cfi_startproc
	vcmpps	k0, zmm0, zmm1, {sae}, 1
	kmovw	eax, k0
	ret
	.cfi_endproc
.LFE6397:
	.size	cmpsae, .-cmpsae
	.p2align 4
	.globl	gat
	.type	gat, @function
gat:
.LFB6398:
	.cfi_startproc
	vmovdqa64	zmm1, zmm0
	kxnorw	k1, k1, k1
	vpgatherdd	zmm0{k1}, [rdi+zmm1*4]
	ret
	.cfi_endproc
.LFE6398:
	.size	gat, .-gat
	.p2align 4
	.globl	scat
	.type	scat, @function
scat:
.LFB6399:
	.cfi_startproc
	kxnorw	k1, k1, k1
	vpscatterdd	[rdi+zmm0*4]{k1}, zmm1
	ret
	.cfi_endproc
.LFE6399:
	.size	scat, .-scat
	.p2align 4
	.globl	ternlog
	.type	ternlog, @function
ternlog:
.LFB6400:
	.cfi_startproc
	vpternlogd	zmm0, zmm1, zmm2, 150
	ret
	.cfi_endproc
.LFE6400:
	.size	ternlog, .-ternlog
	.p2align 4
	.globl	dadd
	.type	dadd, @function
dadd:
.LFB6401:
	.cfi_startproc
	vaddpd	zmm0, zmm0, QWORD PTR [rdi]{1to8}
	ret
	.cfi_endproc
.LFE6401:
	.size	dadd, .-dadd
	.p2align 4
	.globl	loop
	.type	loop, @function
loop:
.LFB6402:
	.cfi_startproc
	test	edx, edx
	jle	.L16
	movsx	rdx, edx
	sal	rdx, 2
	xor	eax, eax
	.p2align 4,,10
	.p2align 3
.L14:
	vmovss	xmm1, DWORD PTR [rdi+rax]
	vfmadd213ss	xmm1, xmm0, DWORD PTR [rsi+rax]
	vmovss	DWORD PTR [rdi+rax], xmm1
	add	rax, 4
	cmp	rdx, rax
	jne	.L14
.L16:
	ret
	.cfi_endproc
.LFE6402:
	.size	loop, .-loop
	.p2align 4
	.globl	kops
	.type	kops, @function
kops:
.LFB6403:
	.cfi_startproc
	kmovw	k1, edi
	kmovw	k3, esi
	knotw	k0, k1
	kandw	k2, k0, k3
	kmovw	eax, k2
	ret
	.cfi_endproc
.LFE6403:
	.size	kops, .-kops
	.p2align 4
	.globl	cvt
	.type	cvt, @function
cvt:
.LFB6404:
	.cfi_startproc
	vcvtps2ph	ymm0, zmm0, 0
	ret
	.cfi_endproc
.LFE6404:
	.size	cvt, .-cvt
	.p2align 4
	.globl	perm
	.type	perm, @function
perm:
.LFB6405:
	.cfi_startproc
	vpermq	zmm0, zmm0, zmm1
	ret
	.cfi_endproc
.LFE6405:
	.size	perm, .-perm
	.p2align 4
	.globl	sqrt_round
	.type	sqrt_round, @function
sqrt_round:
.LFB6406:
	.cfi_startproc
	vsqrtps	zmm0, zmm0, {rz-sae}
	ret
	.cfi_endproc
.LFE6406:
	.size	sqrt_round, .-sqrt_round
	.p2align 4
	.globl	ss_round
	.type	ss_round, @function
ss_round:
.LFB6407:
	.cfi_startproc
	vaddss	xmm0, xmm0, xmm1, {ru-sae}
	ret
	.cfi_endproc
.LFE6407:
	.size	ss_round, .-ss_round
	.p2align 4
	.globl	expand
	.type	expand, @function
expand:
.LFB6408:
	.cfi_startproc
	kmovw	k1, edi
	vpexpandd	zmm0{k1}, ZMMWORD PTR [rsi]
	ret
	.cfi_endproc
.LFE6408:
	.size	expand, .-expand
	.p2align 4
	.globl	red
	.type	red, @function
red:
.LFB6409:
	.cfi_startproc
	vextracti64x4	ymm1, zmm0, 0x1
	vpaddd	ymm0, ymm1, ymm0
	vextracti64x2	xmm1, ymm0, 0x1
	vpaddd	xmm1, xmm1, xmm0
	vpshufd	xmm0, xmm1, 78
	vpaddd	xmm0, xmm0, xmm1
	vmovd	eax, xmm0
	vpextrd	edx, xmm0, 1
	add	eax, edx
	ret
	.cfi_endproc
.LFE6409:
	.size	red, .-red
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
